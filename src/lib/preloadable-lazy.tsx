import { lazy, useState, type ComponentProps, type ComponentType, type JSX } from 'react';

/**
 * `React.lazy` whose code can be loaded ahead (`preload()`, by a route's clientLoader or a prefetch) and which then
 * renders at once. A plain lazy component suspends on its first render even when its module is already in: its
 * own promise is read only then. Its Suspense fallback is committed, and React reveals what replaces a fallback no
 * sooner than 300 ms after it showed (its fallback throttle): the collection's cards came ~300 ms after their
 * data on a move to the page (issue 38). An instance keeps the component it first rendered, so nothing of it is
 * drawn anew when the code arrives for another.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function preloadableLazy<Component extends ComponentType<any>>(load: () => Promise<Component>) {
  type Props = ComponentProps<Component> & JSX.IntrinsicAttributes;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = (): Promise<ComponentType<Props>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed download is asked for again next time (a retry, a later move to the page)
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

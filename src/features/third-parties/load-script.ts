/**
 * Adds a provider's script (async, at the end of <head>) and settles when it has run or failed. A failed one is
 * removed, so a later try adds it again. Its address comes from the build's checked settings (config/parse-env).
 */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
}

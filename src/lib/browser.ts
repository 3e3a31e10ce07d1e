// Page-level navigation in one object, so tests can observe it (jsdom cannot navigate).
export const browser = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};

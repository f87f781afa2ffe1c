/**
 * Resolves once the stylesheets the build marked as deferred have arrived, and switches them on.
 * They are fetched without holding the first paint (index.html draws the product name with inline
 * styles), and the app renders only after this, so no screen ever shows unstyled. A sheet that
 * fails to load does not hold the app back. In development there is none: Vite injects the styles.
 */
export function deferredStylesReady(root: ParentNode = document): Promise<void> {
  const links = [...root.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) return apply();
          link.addEventListener('load', apply, { once: true });
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** Scripts of third parties, each loaded once per page however many blocks ask for it. */
const loading = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`the script ${src} did not load`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

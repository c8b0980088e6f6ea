/**
 * A value made on first use: reads, writes and `instanceof` on the returned stand-in all reach
 * the value `make` returns, made once. The build wraps each of the contracts' schemas in it
 * (apps/web/build/lazy-schemas.ts, ADR 0060), so a page makes only the schemas it uses, when it
 * first uses them, instead of all of them while its script loads.
 */
export function lazySchema<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = () => {
    made ??= make();
    return made;
  };
  // The stand-in's own target stays empty and extensible, so reporting the real value's
  // properties as configurable breaks none of the rules a proxy must keep.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

/**
 * The browser's half of a component's variants (Button.css.ts): its base class plus each chosen
 * (or default) variant's class, as @vanilla-extract/recipes' runtime answers for recipes without
 * compound variants, without shipping that runtime (≈0.7 KB gzip of every first load).
 */
export function createVariants<Options extends object>(
  base: string,
  classes: Record<string, Record<string, string>>,
  defaults: Record<string, unknown>,
): (options?: Options) => string {
  return (options) => {
    const chosen: Record<string, unknown> = { ...defaults, ...options };
    let className = base;
    for (const key in chosen) {
      const value = chosen[key] ?? defaults[key];
      const variant = value == null ? undefined : classes[key]?.[String(value)];
      if (variant) className += ` ${variant}`;
    }
    return className;
  };
}

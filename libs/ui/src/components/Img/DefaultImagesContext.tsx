import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { builtinDefaultImages, type DefaultImageKind, type DefaultImages } from './defaultImages';

const DefaultImagesContext = createContext<DefaultImages>(builtinDefaultImages);

export interface DefaultImagesProviderProps {
  /** The site's default images (API config/defaultimg); missing or empty ones keep the built-in art. */
  images?: Partial<Record<DefaultImageKind, string | null>>;
  children: ReactNode;
}

/** Supplies the images that replace failed loads (SPEC §8). */
export function DefaultImagesProvider({ images, children }: DefaultImagesProviderProps) {
  const value = useMemo<DefaultImages>(() => {
    const merged = { ...builtinDefaultImages };
    for (const kind of Object.keys(merged) as DefaultImageKind[]) {
      const given = images?.[kind];
      if (given) merged[kind] = given;
    }
    return merged;
  }, [images]);
  return <DefaultImagesContext.Provider value={value}>{children}</DefaultImagesContext.Provider>;
}

export function useDefaultImages(): DefaultImages {
  return useContext(DefaultImagesContext);
}

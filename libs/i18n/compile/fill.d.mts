type Tree = { [key: string]: string | Tree };
/** `messages` with every string path of `base` it lacks set to that path (nested objects, dotted keys). */
export function fillMissing(base: Tree, messages: Tree, prefix?: string): Tree;

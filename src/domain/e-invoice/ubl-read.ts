/**
 * Reading a UBL 2.1 document in MyInvois's JSON form (every element an array of objects, the value under `_`, its
 * attributes beside it): the first or every element of a name, and the value at a path of names. Used by the MyInvois
 * sandbox's checks and by the printable e-invoice.
 */
export type UblNode = Record<string, unknown>;

/** The first element named `name` under `node`. */
export const first = (node: unknown, name: string): UblNode | undefined => {
  const list = (node as UblNode | undefined)?.[name];
  return Array.isArray(list) ? (list[0] as UblNode | undefined) : undefined;
};

/** Every element named `name` under `node`. */
export const all = (node: unknown, name: string): UblNode[] => {
  const list = (node as UblNode | undefined)?.[name];
  return Array.isArray(list) ? (list as UblNode[]) : [];
};

/** The value (`_`) at the end of a path of names, each step the first element of its name. */
export const valueAt = (node: unknown, ...path: string[]): unknown => {
  let at: unknown = node;
  for (const name of path) at = first(at, name);
  return (at as UblNode | undefined)?._;
};

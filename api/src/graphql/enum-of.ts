import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum built from a record keyed by a shared union (e.g. `Record<Band, …>`), so the compiler
 * keeps the enum and the union in step: every key becomes a value named after itself, described by its
 * record entry (a description, or a plain label string).
 */
export function enumOf<K extends string>(
  name: string,
  description: string,
  values: Record<K, { description: string } | string>,
): { [P in K]: P } {
  const keys = Object.keys(values) as K[];
  const enumObject = Object.fromEntries(keys.map((k) => [k, k])) as { [P in K]: P };
  const valuesConfig = Object.fromEntries(
    keys.map((k) => {
      const v = values[k];
      return [k, typeof v === 'string' ? { description: v } : v];
    }),
  ) as Record<K, { description: string }>;
  registerEnumType(enumObject, { name, description, valuesConfig });
  return enumObject;
}

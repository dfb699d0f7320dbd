// The words a beacon schema is written in (beacon-schema.ts), and the type each gives. A field is
// declared once, as data: the validator (validate-beacon.ts) walks it and the type is mapped from
// it, so neither is written again.

/** Strings whose shape the validator checks beyond their length, each with its own message. */
export type TextFormat =
  /** A release version of the site (its release-name pattern). */
  | 'release'
  /** A path as the site routes it: `/` first, no query or fragment. */
  | 'path'
  /** One word: no spaces (a stack frame). */
  | 'word';

/** A value the validator checks; `optional` fields may be absent (never null). */
export type FieldSchema =
  | { readonly kind: 'literal'; readonly value: number; readonly optional?: boolean }
  | { readonly kind: 'boolean'; readonly optional?: boolean }
  | { readonly kind: 'text'; readonly max: number; readonly format?: TextFormat; readonly optional?: boolean }
  /** A random (version 4) UUID in lower case, as `crypto.randomUUID()` makes it. */
  | { readonly kind: 'uuid'; readonly optional?: boolean }
  /** One of a closed list (a Postgres enum: closed-lists.ts). */
  | { readonly kind: 'oneOf'; readonly values: readonly string[]; readonly optional?: boolean }
  /** A bundle of the site; with `unknown`, also the bundle of an error no release can be named for. */
  | { readonly kind: 'bundle'; readonly unknown?: boolean; readonly optional?: boolean }
  /** A finite number from `min` to `max`, or to the maximum of the sibling field `by` names. */
  | {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number | { readonly by: string; readonly max: Readonly<Record<string, number>> };
      readonly optional?: boolean;
    }
  /** At most `max` items (`bundles`: as many as the site has bundles). */
  | {
      readonly kind: 'list';
      readonly items: FieldSchema;
      readonly max: number | 'bundles';
      readonly optional?: boolean;
    }
  | { readonly kind: 'object'; readonly fields: Readonly<Record<string, FieldSchema>>; readonly optional?: boolean };

type Flat<T> = { [K in keyof T]: T[K] } & {};
type Required<F> = { -readonly [K in keyof F as F[K] extends { optional: true } ? never : K]: Infer<F[K]> };
type Optional<F> = { -readonly [K in keyof F as F[K] extends { optional: true } ? K : never]?: Infer<F[K]> };

/** The TypeScript type of the values a schema accepts. */
export type Infer<S> = S extends { kind: 'literal'; value: infer V }
  ? V
  : S extends { kind: 'boolean' }
    ? boolean
    : S extends { kind: 'text' | 'uuid' | 'bundle' }
      ? string
      : S extends { kind: 'oneOf'; values: readonly (infer V)[] }
        ? V
        : S extends { kind: 'number' }
          ? number
          : S extends { kind: 'list'; items: infer I }
            ? Infer<I>[]
            : S extends { kind: 'object'; fields: infer F }
              ? Flat<Required<F> & Optional<F>>
              : never;

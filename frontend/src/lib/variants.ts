/**
 * Class names per variant, the subset of class-variance-authority's `cva` the UI kit uses (a
 * base, named variants, defaults; `null` opts out of a variant). Its own few lines instead of the
 * library's, which would sit on every page's first download. Checked against cva in
 * variants.test.ts.
 */
type VariantMap = Record<string, Record<string, string>>;

type VariantSelection<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null };

type VariantsConfig<V extends VariantMap> = {
  variants: V;
  defaultVariants?: { [K in keyof V]?: keyof V[K] };
};

export type VariantProps<F extends (...args: never[]) => string> = Omit<
  NonNullable<Parameters<F>[0]>,
  'class' | 'className'
>;

export function variants<V extends VariantMap>(base: string, config: VariantsConfig<V>) {
  return (props: VariantSelection<V> & { class?: string; className?: string } = {}): string => {
    const classes = [base];
    for (const name of Object.keys(config.variants) as Array<keyof V>) {
      const chosen = props[name];
      if (chosen === null) continue;
      const key = (chosen ?? config.defaultVariants?.[name]) as string | undefined;
      if (key !== undefined) classes.push(config.variants[name][key]);
    }
    classes.push(props.class ?? '', props.className ?? '');
    return classes.filter(Boolean).join(' ');
  };
}

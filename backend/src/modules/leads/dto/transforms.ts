/** class-transformer helpers shared by the lead DTOs. */
export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** "" (an untouched optional input) and null mean "not given". */
export const trimToUndefined = ({ value }: { value: unknown }) => {
  const v = trim({ value });
  return v === '' || v === null ? undefined : v;
};

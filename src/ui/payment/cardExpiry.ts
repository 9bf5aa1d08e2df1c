/** SPEC §5: a card expiry as two digits, a slash, then the rest. */
export const cardExpiry = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : value;
};

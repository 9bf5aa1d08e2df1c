import type { CSSProperties } from 'react';

/** Deliberately plain: the sandbox pages must look like a third party's, and fit in an iframe. */
export const page: CSSProperties = {
  fontFamily: 'Arial, sans-serif',
  maxWidth: 480,
  margin: '0 auto',
  padding: 16,
  color: '#1a1a1a',
  background: '#ffffff',
};
export const banner: CSSProperties = {
  background: '#fff4ce',
  border: '1px solid #c9a400',
  padding: '4px 8px',
  fontSize: 13,
  marginBottom: 12,
};
export const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 };
export const button = (colour: string): CSSProperties => ({
  background: colour,
  color: '#ffffff',
  border: 'none',
  borderRadius: 4,
  padding: '10px 14px',
  fontSize: 15,
  cursor: 'pointer',
});

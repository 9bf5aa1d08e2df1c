import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';

/** The receipt on paper: the order, without the shop's navigation and the page's buttons. */
const printStyles = {
  '@media print': {
    'header, footer, nav, [data-noprint]': { display: 'none !important' },
    body: { background: '#fff' },
  },
};

/**
 * What a page that prints a receipt adds: the print styles, and the shop's name, which says whose
 * receipt it is (the header with the logo is not printed).
 */
export function ReceiptPrint({ providerName }: { providerName: string }) {
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Typography sx={{ display: 'none', '@media print': { display: 'block' }, fontWeight: 700 }}>
        {providerName}
      </Typography>
    </>
  );
}

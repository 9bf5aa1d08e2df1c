import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { pageWindow } from './pageWindow';

/** Pages of 15 (SPEC §9): previous, numbered pages, next; the current page is marked for readers. */
export function SearchPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('search.pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 3 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('search.previous')}
      </Button>
      {pageWindow(page, pages).map((p, index) =>
        p === null ? (
          <Box key={`gap-${index}`} component="span" aria-hidden sx={{ alignSelf: 'center', px: 0.5 }}>
            …
          </Box>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'contained' : 'text'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('search.page', { page: p })}
            onClick={() => onPage(p)}
            sx={{ minWidth: 44 }}
          >
            {p}
          </Button>
        ),
      )}
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('search.next')}
      </Button>
    </Box>
  );
}

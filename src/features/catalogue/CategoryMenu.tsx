import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import type { MouseEvent } from 'react';
import { useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { categoryLabel } from './categoryLabel';
import type { Category } from './catalogueSummary';

export interface CategoryMenuProps {
  /** null while the catalogue loads */
  categories: Category[] | null;
  current: string;
  onSelect: (categoryId: string) => void;
}

/**
 * SPEC §3 category menu: each category is a listing at /shop?category=<id> (a real link to share
 * or open in a tab); a plain click filters the search below in place.
 */
export function CategoryMenu({ categories, current, onSelect }: CategoryMenuProps) {
  const { t } = useTranslation('common');
  const pinned = useAppSelector(selectPinned);
  const select = (categoryId: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(categoryId);
    document.getElementById('search-title')?.scrollIntoView?.({ block: 'start' });
  };
  const items = categories ? [{ id: '' }, ...categories] : null;
  return (
    <Container component="nav" aria-label={t('catalog.categoriesLabel')} maxWidth="lg" sx={{ pt: 3 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items
          ? items.map((category) => {
              const id = category.id;
              return (
                <li key={id || 'all'}>
                  <Button
                    component={ShopLink}
                    href={shopHref(id ? `/shop?category=${id}#search` : '/shop#search', pinned)}
                    onClick={select(id)}
                    variant={id === current ? 'contained' : 'outlined'}
                    aria-current={id === current ? 'true' : undefined}
                  >
                    {id ? categoryLabel(t, category) : t('catalog.allCategories')}
                  </Button>
                </li>
              );
            })
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index} aria-hidden>
                <Skeleton variant="rounded" width={110} height={36} />
              </li>
            ))}
      </Box>
    </Container>
  );
}

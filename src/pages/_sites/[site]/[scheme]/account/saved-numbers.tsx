import { SavedNumbersPage } from '@/features/account/pages/SavedNumbersPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// Tenants without login redirect every account page to their main page (src/server/siteRules.ts).
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/account/saved-numbers', {
  pages: (tenant) => (tenant.features.authDisabled ? [] : [{}]),
});

export default SavedNumbersPage;

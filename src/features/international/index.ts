export { InternationalPage, type InternationalPageProps } from './InternationalPage';

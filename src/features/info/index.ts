export { InfoPage, infoPages, type InfoPageId, type InfoPageProps } from './InfoPage';

export { InfoPage, infoPages, type InfoPageId } from './InfoPage';

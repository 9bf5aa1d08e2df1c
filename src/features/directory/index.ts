export { TenantDirectory } from './TenantDirectory';
export { UnknownShop } from './UnknownShop';
export type { DirectoryEntry } from './directoryEntries';

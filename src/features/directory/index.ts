export { TenantDirectory } from './TenantDirectory';
export type { DirectoryEntry } from './directoryEntries';

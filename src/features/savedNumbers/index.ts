export { NumberChoice, RememberNumber } from './NumberChoice';
export { isUnsupportedAnswer, readSavedNumbers, type SavedNumbersRead } from './savedNumbersSupport';
export {
  useKnownNumbers,
  useSavedNumbers,
  type KnownNumber,
  type SavedNumbersState,
} from './useKnownNumbers';
export { checkSavedNumber, savedNumberName, type SavedNumberCheck } from './savedNumberRules';

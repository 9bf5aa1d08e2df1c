import { createWebStorage } from '@/framework/webStorage';

// redux-persist's default storage logs errors on the server, where there is no localStorage.
const noopStorage = {
  getItem: async () => null,
  setItem: async (_key: string, value: string) => value,
  removeItem: async () => undefined,
};

export const persistStorage = typeof window === 'undefined' ? noopStorage : createWebStorage('local');

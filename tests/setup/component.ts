import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded parts (drawer, notifications, persistence) are compiled by vitest on first import,
// which can take more than findBy's default second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

/** sessionStorage key of the session's channel (SPEC §7: default web); apart from http.ts, without zod. */
export const CHANNEL_STORAGE_KEY = 'channel';

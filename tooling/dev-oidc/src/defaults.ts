/** The client the development provider knows; the API is configured with it by `pnpm start`. */
export const DEV_OIDC_CLIENT_ID = 'pitchfit-dev';
/** The access code `pnpm start` configures when it runs the development provider and ACCESS_CODES is unset. */
export const DEV_ACCESS_CODE = 'pitchfit-dev';

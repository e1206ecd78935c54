/** The engine's version, stored in every report (kept equal to package.json by a test). */
export const ENGINE_VERSION = '0.1.0';

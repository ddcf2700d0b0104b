/** The app's notion of "now"; tests may pass a fixed or movable clock to buildApp. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** ISO-8601 UTC text as stored in the database. */
export const iso = (d: Date): string => d.toISOString();

export const addMs = (d: Date, ms: number): Date => new Date(d.getTime() + ms);

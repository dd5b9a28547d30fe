/** Injection token of the express-session Store (Redis or database). */
export const SESSION_STORE = Symbol('SESSION_STORE');

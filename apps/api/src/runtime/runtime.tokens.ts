/** DI token for the Runtime value (adapters, shell, projection status). */
export const RUNTIME = Symbol('Runtime');

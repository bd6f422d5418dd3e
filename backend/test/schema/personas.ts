export type Persona = 'anon' | 'reader' | 'editor' | 'admin';
export const PERSONAS: readonly Persona[] = ['anon', 'reader', 'editor', 'admin'];

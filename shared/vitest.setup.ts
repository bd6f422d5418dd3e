// Shared Vitest setup for the front-end packages: DOM matchers (toBeInTheDocument, ...).
import '@testing-library/jest-dom/vitest';

// For tests only: a router in memory. Apart from ./index.ts, whose every export ships with the login page.
export { MemoryRouter } from 'react-router-dom';

// The catch-all route's screen (unknown links), loaded when an address is not found.
export { NotFound as Component } from '../../components/not-found.js';

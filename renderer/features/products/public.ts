// The products feature's face for other features: the only file of it they import (index.ts is its area definition).
export { productsHooks } from './productsApi.js';

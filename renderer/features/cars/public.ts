// The cars feature's face for other features: the only file of it they import (index.ts is its area definition).
export { type CarPick, CarPickers } from './CarPickers.js';
export { useCreateCarByVinMutation } from './carsVinApi.js';

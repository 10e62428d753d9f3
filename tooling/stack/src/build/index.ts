export { bundleProgram } from './bundle-app';
export { ensureBuilt } from './ensure-built';
export { type Product, type ProductName, product } from './products';

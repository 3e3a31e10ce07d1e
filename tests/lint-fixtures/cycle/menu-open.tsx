import { triggerClass } from './menu';

export const openMenuClass = `${triggerClass} open`;

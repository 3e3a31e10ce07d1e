// The collection's grid: the list, its skeleton and the page's placeholder while the list's code loads.
export const GRID_CLASSES = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-3 xl:grid-cols-4';

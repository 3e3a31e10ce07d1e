// Words of the cart screens (en).
const cart = {};

export default cart;

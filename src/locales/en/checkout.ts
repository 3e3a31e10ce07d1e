// Words of the checkout screens (en).
const checkout = {};

export default checkout;

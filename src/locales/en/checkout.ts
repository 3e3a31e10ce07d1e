// Words of the checkout screens (en).
const checkout = {
  checkout: {
    title: 'Checkout',
  },
  result: {
    title: 'Your order',
  },
};

export default checkout;

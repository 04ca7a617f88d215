import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('addresses', 'routes/addresses.tsx'),
  route('addresses/edit/:updateid', 'routes/address-edit.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
] satisfies RouteConfig;

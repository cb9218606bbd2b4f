import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.js';
import { NotFound } from '../components/not-found.js';
import { RouteError } from './route-error.js';
import { categoryLoader } from './routes/category-loader.js';
import { HomePage, homeLoader } from './routes/home.js';

/**
 * Spec 2's route table. Home is in the first bundle; every other screen (with its forms,
 * schemas and admin code) is loaded when first visited. The category page's loader is in the first
 * bundle too, so that its data and its code download side by side.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage />, loader: homeLoader(queryClient) },
        { path: 'blog', lazy: () => import('./routes/blog.js') },
        { path: 'login', lazy: () => import('./routes/login.js') },
        { path: 'signup', lazy: () => import('./routes/signup.js') },
        { path: 'auth/callback', lazy: () => import('./routes/social-callback.js') },
        {
          path: 'category/:id',
          loader: categoryLoader(queryClient),
          lazy: () => import('./routes/category.js'),
        },
        { path: 'addproduct', lazy: () => import('./routes/add-product.js') },
        { path: 'myproducts', lazy: () => import('./routes/my-products.js') },
        { path: 'myorders', lazy: () => import('./routes/my-orders.js') },
        { path: 'mywishlist', lazy: () => import('./routes/wishlist.js') },
        { path: 'allbuyers', lazy: () => import('./routes/all-buyers.js') },
        { path: 'allsellers', lazy: () => import('./routes/all-sellers.js') },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

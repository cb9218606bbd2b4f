import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.js';
import { NotFound } from '../components/not-found.js';
import { RouteError } from './route-error.js';
import { HomePage, homeLoader } from './routes/home.js';

/**
 * Spec 2's route table. Home is in the first bundle; every other screen (with its forms,
 * schemas and admin code) is loaded when first visited.
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
          lazy: async () => {
            const { Component, loader } = await import('./routes/category.js');
            return { Component, loader: loader(queryClient) };
          },
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

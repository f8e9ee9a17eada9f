import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Button, lightTheme } from '@admission/ui';
import '@admission/ui/styles.css';

// The first slice of the route table; the portal issue fills in every route of the spec.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <main className={lightTheme} style={{ padding: '1rem', minHeight: '100vh' }}>
        <h1>Admission en ligne</h1>
        <Button type="button">Se connecter</Button>
      </main>
    ),
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}

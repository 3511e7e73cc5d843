import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { CartPageDocument, gql, type CartPageQuery } from '@mall/gateway-client';
import { CartView } from './components/CartView/CartView';
import { useCartEditor } from './useCartEditor';

/**
 * /cart (main layout, open to visitors: the gateway answers a visitor an empty cart and a null
 * member, and the page offers 登录). The cart is the whole first paint, so it is awaited; a failed
 * load is the route's error element. Silent: that page shows the message, no toast as well.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<CartPageQuery> {
  return gql(CartPageDocument, {}, { silent: true, signal: request.signal });
}

export function Component() {
  const data = useLoaderData() as CartPageQuery;
  const editor = useCartEditor(data.cart);
  const navigate = useNavigate();
  return (
    <CartView
      lines={editor.lines}
      loggedIn={data.member !== null}
      onQuantityChange={editor.setQuantity}
      onDelete={editor.remove}
      lineErrors={editor.lineErrors}
      updating={editor.updating}
      onCheckout={async (href) => {
        // Quantities still waiting for their debounce are saved before checkout reads the cart.
        await editor.flush();
        await navigate(href);
      }}
    />
  );
}

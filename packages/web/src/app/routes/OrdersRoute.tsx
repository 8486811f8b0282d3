import { useTranslation } from 'react-i18next';
import { MyPlans } from '../../features/plans/components/MyPlans.tsx';
import OrdersPage from '../../features/trading/orders/OrdersPage.tsx';

/** /profile/orders: the positions and options, and the smart plans as a tab of their own. */
export default function OrdersRoute() {
  const { t } = useTranslation('plans');
  return <OrdersPage extraTab={{ id: 'plans', label: t('tab'), panel: <MyPlans headed={false} /> }} />;
}

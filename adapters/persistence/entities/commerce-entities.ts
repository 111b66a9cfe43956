import { CartEntity, CartItemEntity } from './cart.entity.js';
import { ContactMessageEntity, UploadEntity } from './contact-message.entity.js';
import { EmailOutboxEntity } from './email-outbox.entity.js';
import { OrderEntity, OrderItemEntity, OrderStatusChangeEntity, PaymentEventEntity } from './order.entity.js';
import { QuoteEntity } from './quote.entity.js';
import { EmailTokenEntity, SessionEntity, UserEntity, UserRoleEntity } from './user.entity.js';

/** Every entity of the commerce, messaging and accounts side. */
export const COMMERCE_ENTITIES = [
  CartEntity,
  CartItemEntity,
  QuoteEntity,
  OrderEntity,
  OrderItemEntity,
  OrderStatusChangeEntity,
  PaymentEventEntity,
  ContactMessageEntity,
  UploadEntity,
  UserEntity,
  UserRoleEntity,
  SessionEntity,
  EmailTokenEntity,
  EmailOutboxEntity,
] as const;

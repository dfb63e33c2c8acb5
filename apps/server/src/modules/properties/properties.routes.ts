import {
  createPropertyBodySchema,
  createUnitBodySchema,
  idParamsSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertySchema,
  unitSchema,
  updatePropertyBodySchema,
  updateUnitBodySchema,
} from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './properties.service';

/** Owner-only: the caller's properties and their units. Another owner's record is a 404. */
export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = { onRequest: requireOwner() };
  const tags = ['properties'];

  app.get(
    '/api/properties',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.read'),
        tags,
        querystring: propertyListQuerySchema,
        response: { 200: propertyPageSchema },
      },
    },
    (request) => service.listProperties(db, request.actor, request.query),
  );

  app.post(
    '/api/properties',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        body: createPropertyBodySchema,
        response: { 201: propertySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProperty(db, request.actor, request.body)),
  );

  app.get(
    '/api/properties/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.read'),
        tags,
        params: idParamsSchema,
        response: { 200: propertySchema },
      },
    },
    (request) => service.getProperty(db, request.actor, request.params.id),
  );

  app.patch(
    '/api/properties/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        params: idParamsSchema,
        body: updatePropertyBodySchema,
        response: { 200: propertySchema },
      },
    },
    (request) => service.updateProperty(db, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/api/properties/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteProperty(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/properties/:id/archive',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        params: idParamsSchema,
        response: { 200: propertySchema },
      },
    },
    (request) => service.archiveProperty(db, request.actor, request.params.id),
  );

  app.post(
    '/api/properties/:id/unarchive',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        params: idParamsSchema,
        response: { 200: propertySchema },
      },
    },
    (request) => service.unarchiveProperty(db, request.actor, request.params.id),
  );

  app.post(
    '/api/properties/:id/units',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        params: idParamsSchema,
        body: createUnitBodySchema,
        response: { 201: unitSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addUnit(db, request.actor, request.params.id, request.body)),
  );

  app.get(
    '/api/properties/:id/units',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.read'),
        tags,
        params: idParamsSchema,
        response: { 200: z.array(unitSchema) },
      },
    },
    (request) => service.listUnits(db, request.actor, request.params.id),
  );

  app.patch(
    '/api/units/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        params: idParamsSchema,
        body: updateUnitBodySchema,
        response: { 200: unitSchema },
      },
    },
    (request) => service.updateUnit(db, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/api/units/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.write'),
        tags,
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteUnit(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
